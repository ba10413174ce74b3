import { MessageCircleQuestion } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailSoft, lazyChrome } from '@/components/fail-soft';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';

// The panel, its service call and its texts load on first open: the launcher sits in the chrome
// of every page and must stay small (the first-load budget, docs/architecture.md).
// Its failure is said in the sheet; the page behind it keeps working (FailSoft).
const AssistantPanel = lazyChrome(() => import('./assistant-panel'));

interface AssistantLauncherProps {
  /** SPEC §7 help-centre address, from the runtime configuration. */
  helpCenterUrl: string;
}

/**
 * The rules assistant's button and side sheet (a Radix dialog), for the top bar of every page,
 * embedded mode included. Full width at 360 px.
 */
export function AssistantLauncher(props: AssistantLauncherProps) {
  // Its own boundary: the top bar does not wait for the assistant's texts.
  return (
    <FailSoft>
      <Suspense fallback={null}>
        <Launcher {...props} />
      </Suspense>
    </FailSoft>
  );
}

function Launcher({ helpCenterUrl }: AssistantLauncherProps) {
  const { t } = useTranslation('assistant');
  const [open, setOpen] = useState(false);

  // The conversation lasts for the session: its end forgets it (src/app/bootstrap.ts).
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className="flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 text-sm font-semibold hover:bg-surface-muted">
        <MessageCircleQuestion aria-hidden="true" className="size-5 text-brand" />
        <span className="sr-only lg:not-sr-only">{t('open')}</span>
      </DialogTrigger>
      <DialogContent
        shape="right"
        title={t('title')}
        description={t('description')}
        closeLabel={t('close')}
      >
        <FailSoft
          fallback={
            <p role="alert" className="p-4">
              {t('loadFailed')}
            </p>
          }
        >
          <Suspense
            fallback={
              <p role="status" className="p-4">
                {t('loading')}
              </p>
            }
          >
            <AssistantPanel helpCenterUrl={helpCenterUrl} onNavigate={() => setOpen(false)} />
          </Suspense>
        </FailSoft>
      </DialogContent>
    </Dialog>
  );
}
