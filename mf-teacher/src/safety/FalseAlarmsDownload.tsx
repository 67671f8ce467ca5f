import { useMutation } from '@tanstack/react-query';
import { useConsole } from '../common/console-context';
import { problemOf } from '../common/problem';
import { todayIso } from './labels';

/** Offer `data` as a file to save, built in the browser (nothing more is asked of the backend). */
function saveJson(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Admins: the alerts resolved as false alarms, with their message, as a JSON file, to review and
 * add to the labelled set (bench/safety/data). GET /teacher/safety/false-alarms.
 */
export function FalseAlarmsDownload() {
  const { api } = useConsole();
  const download = useMutation({
    mutationFn: () => api.safetyFalseAlarms(),
    onSuccess: ({ items }) => saveJson(items, `safety-false-alarms-${todayIso()}.json`),
  });
  const problem = problemOf(download.error);
  return (
    <span className="d-inline-flex flex-wrap align-items-baseline gap-2">
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? 'Preparing…' : 'Download false alarms (JSON)'}
      </button>
      {download.data ? (
        <span className="small text-body-secondary" role="status">
          {download.data.items.length} false {download.data.items.length === 1 ? 'alarm' : 'alarms'}
        </span>
      ) : null}
      {problem ? (
        <span className="small text-danger" role="alert">
          {problem}
        </span>
      ) : null}
    </span>
  );
}
