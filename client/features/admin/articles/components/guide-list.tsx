import { Download, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ResourceFile } from '@shared/api/resources';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { formatFileSize } from '../api';
import { Rich, useT } from '@client/lib/i18n';
import { articlesMessages } from '../messages';

type Props = {
  files: ResourceFile[];
  empty: string;
  /** Offers Remove on each guide when given. */
  onRemove?: (file: ResourceFile) => void;
  busyId?: number | null;
};

/** An article's downloadable guides: title, file name, size and a download link. */
export function GuideList({ files, empty, onRemove, busyId = null }: Props) {
  const t = useT(articlesMessages);
  const hidden = (text: ReactNode) => <span className="sr-only">{text}</span>;
  if (files.length === 0) return <p className="text-sm text-slate-700">{empty}</p>;
  return (
    <>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {files.map((file) => (
          <li key={file.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
            <FileText aria-hidden="true" className="hidden size-6 shrink-0 text-brand-700 sm:block" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900 break-words">{file.title}</p>
              <p className="text-sm text-slate-700 break-all">
                {file.fileName} · {formatFileSize(file.sizeBytes)}
              </p>
            </div>
            <div className="flex gap-2">
              <Button asChild variant="outline" size="sm">
                <a href={file.downloadUrl} download={file.fileName}>
                  <Download aria-hidden="true" /> <Rich t={t} k="guides.download" values={{ title: file.title }} tags={{ hidden }} />
                </a>
              </Button>
              {onRemove ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-disabled={busyId === file.id || undefined}
                  onClick={() => {
                    if (busyId !== file.id) onRemove(file);
                  }}
                  className={cn('border-red-200 text-red-700 hover:bg-red-50', 'aria-disabled:cursor-wait aria-disabled:opacity-60')}
                >
                  <Rich t={t} k="guides.remove" values={{ title: file.title }} tags={{ hidden }} />
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
