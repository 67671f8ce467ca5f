import type { DataExport } from '@elearning/contract';
import { strToU8, zipSync } from 'fflate';
import { dataExportHtml } from './data-export-html.js';

/** The download: data.json (the documented schema) and data.html (the same, readable), in one zip. */
export function dataExportZip(data: DataExport): Uint8Array {
  return zipSync(
    {
      'data.json': strToU8(`${JSON.stringify(data, null, 2)}\n`),
      'data.html': strToU8(dataExportHtml(data)),
    },
    { level: 6 },
  );
}

/** `my-data-2026-11-26.zip`: the day of the export (UTC). */
export function dataExportFileName(prefix: 'my-data' | 'student-data', now: Date): string {
  return `${prefix}-${now.toISOString().slice(0, 10)}.zip`;
}
