// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { releaseServerForms } from './form-hold.ts';
import { holdServerPresses, pressHeldButtons } from './press-hold.ts';

/** A fresh document's worth of hold: each test gets its own (the hold stops for good once used). */
function page(html: string, serverPage = true) {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = serverPage ? `<div id="root" data-server-page="remote">${html}</div>` : html;
  holdServerPresses(doc);
  const pressed: string[] = [];
  // A handler added later, as React's would be: it sees only presses made after it is there.
  const listen = () =>
    doc.addEventListener('click', (event) => {
      const button = (event.target as Element).closest('button');
      if (button) pressed.push(button.textContent ?? '');
    });
  const button = (name: string) =>
    [...doc.querySelectorAll('button')].find((node) => node.textContent === name) as HTMLButtonElement;
  return { doc, pressed, listen, button };
}

describe('the press hold', () => {
  it('presses again, once React hydrates the page, the last plain button pressed before', () => {
    const { doc, pressed, listen, button } = page(
      '<header><button type="button">Menu</button></header><button type="button"><span>Card</span></button>',
    );
    button('Menu').click();
    (button('Card').firstElementChild as HTMLElement).click();
    listen();
    pressHeldButtons(doc);
    expect(pressed).toEqual(['Card']);
    // Once only: a later hydration event presses nothing.
    pressHeldButtons(doc);
    expect(pressed).toEqual(['Card']);
  });

  it('leaves a form’s own buttons to the form hold, and presses nothing outside the server’s page', () => {
    const inForm = page('<form><input name="code"><button>Claim</button><button type="reset">Clear</button></form>');
    inForm.button('Claim').click();
    inForm.button('Clear').click();
    inForm.listen();
    pressHeldButtons(inForm.doc);
    expect(inForm.pressed).toEqual([]);

    const client = page('<button type="button">Menu</button>', false);
    client.button('Menu').click();
    client.listen();
    pressHeldButtons(client.doc);
    expect(client.pressed).toEqual([]);
  });

  it('presses nothing that is gone or disabled by then, or when the scripts cannot take the page over', () => {
    const gone = page('<button type="button">Menu</button>');
    const menu = gone.button('Menu');
    menu.click();
    menu.remove();
    gone.listen();
    pressHeldButtons(gone.doc);
    expect(gone.pressed).toEqual([]);

    const disabled = page('<button type="button">Redeem</button>');
    disabled.button('Redeem').click();
    disabled.button('Redeem').disabled = true;
    disabled.listen();
    pressHeldButtons(disabled.doc);
    expect(disabled.pressed).toEqual([]);

    const released = page('<button type="button">Menu</button>');
    released.button('Menu').click();
    released.listen();
    releaseServerForms(released.doc);
    pressHeldButtons(released.doc);
    expect(released.pressed).toEqual([]);
  });
});
