import { Download } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useAdminToast } from '../lib/use-admin-toast';

/**
 * Runs an export (reading every page, then downloading) with a spinner; `run` answers whether the
 * export hit its row cap, which the admin is told about.
 */
export function ExportCsvButton({
  run,
  what,
  disabled = false,
}: {
  run: () => Promise<{ isCut: boolean; maxRows: number }>;
  what: string;
  disabled?: boolean;
}) {
  const toast = useAdminToast();
  const [isRunning, setRunning] = useState(false);
  async function exportNow() {
    setRunning(true);
    try {
      const { isCut, maxRows } = await run();
      if (isCut) toast.warning(`Exported the first ${maxRows} ${what}; narrow the filters for the rest.`);
    } catch (error) {
      toast.error(errorMessage(error, `Failed to export ${what}`));
    } finally {
      setRunning(false);
    }
  }
  return (
    <button
      type="button"
      className="btn btn-sm"
      onClick={() => void exportNow()}
      disabled={isRunning || disabled}
    >
      {isRunning ? (
        <span className="loading loading-spinner loading-xs" aria-hidden />
      ) : (
        <Download className="size-4" aria-hidden />
      )}
      Export CSV
    </button>
  );
}
