import { Link } from '@portal/router/react-router';
import { InfoPage, type InfoSection } from '../../content/components/info-page.tsx';
import { useProgramme } from '../../content/use-programme.ts';

/** /copyright — who owns the portal's content and what others may do with it. */
export function CopyrightPage() {
  const { name } = useProgramme();
  const year = new Date().getFullYear();
  const sections: InfoSection[] = [
    {
      id: 'ownership',
      title: 'Who owns this content',
      body: (
        <p>
          © {year} {name}. All rights reserved. The text, images, graphics, logos and software of this portal belong to
          {` ${name}`} or to the partners who gave us permission to use them, and are protected by the Copyright Act of
          Jamaica and international treaties.
        </p>
      ),
    },
    {
      id: 'trade-marks',
      title: 'Trade marks',
      body: (
        <p>
          {name}, its logo and the names of our stores are trade marks of our group. Partner brands shown with rewards
          belong to their owners and appear with their permission. None of them may be used without written consent.
        </p>
      ),
    },
    {
      id: 'what-you-may-do',
      title: 'What you may do',
      body: (
        <ul>
          <li>View and print pages for your own use as a member.</li>
          <li>Show your vouchers and member number to cashiers in our stores.</li>
          <li>Share links to our public pages, such as this one or the FAQs.</li>
        </ul>
      ),
    },
    {
      id: 'what-you-may-not-do',
      title: 'What you may not do',
      body: (
        <ul>
          <li>Copy, republish or sell content from the portal, or use it in advertising.</li>
          <li>Copy, alter or reproduce vouchers, barcodes or QR codes, except to show your own at a till.</li>
          <li>Collect data from the portal with automated tools.</li>
        </ul>
      ),
    },
    {
      id: 'permission',
      title: 'Asking for permission, and reporting misuse',
      body: (
        <p>
          For permission to use our content, or to tell us about content on this portal that you believe infringes your
          rights, <Link to="/contact">send us a message</Link> with the topic “General Comment”. Please describe the
          content and where it appears.
        </p>
      ),
    },
  ];
  return (
    <InfoPage
      title="Copyright"
      lede={`The content of the ${name} portal, who owns it, and what you may do with it.`}
      sections={sections}
    />
  );
}
