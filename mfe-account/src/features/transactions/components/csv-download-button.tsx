import { messageOf } from '@portal/api-client/api-failure';
import { downloadTransactionsCsv } from '@portal/api-client/calls/transactions';
import type { TransactionFilters } from '@portal/contracts/provider/account';
import { Button } from '@portal/ui/button';
import { saveFile } from '@portal/ui/files/save-file';
import { useState } from 'react';
import styles from './history-tools.module.css';

/**
 * "Download CSV": every transaction the filters show (not just this page), as the provider writes
 * it. Fetched through the api-client, so an expired access token is refreshed like any call, then
 * handed to the browser as a file.
 */
export function CsvDownloadButton({ filters }: { filters: TransactionFilters }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setError(null);
    try {
      saveFile(await downloadTransactionsCsv(filters), 'island-rewards-transactions.csv');
    } catch (failure) {
      setError(`We couldn’t make the file. ${messageOf(failure)}`);
    }
    setBusy(false);
  }
  return (
    <div className={styles.download}>
      <Button variant="secondary" busy={busy} onClick={() => void download()}>
        Download CSV
      </Button>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
