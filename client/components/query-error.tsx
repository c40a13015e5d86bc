import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { errorMessage } from '@client/lib/api';
import { cn } from '@client/lib/utils';
import { commonMessages } from '@client/lib/common-messages';
import { useT } from '@client/lib/i18n';

type Props = { title: string; error: unknown; onRetry: () => void; retrying?: boolean; className?: string };

/** A failed load: what failed, the server's reason and a way to try again. */
export function QueryError({ title, error, onRetry, retrying = false, className }: Props) {
  const t = useT(commonMessages);
  return (
    <div role="alert" className={cn('flex flex-wrap items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900', className)}>
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        <p className="mt-1 text-sm">{errorMessage(error, t('error.generic'))}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" /> {t('action.tryAgain')}
      </Button>
    </div>
  );
}
