import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '@/components/leave-guard';
import {
  anyUnsaved,
  hasUnsavedChanges,
  markForm,
  snapshotControls,
  type DirtyForms,
  type FormSnapshot,
} from '../lib/unsaved';

type Report = (formId: string, dirty: boolean) => void;
const ReportContext = createContext<Report>(() => undefined);

/**
 * SPEC §8 unsaved-changes prompt. While any form inside is dirty, leaving by a link or the back
 * button asks "Leave and Discard" or "Stay on Page" (an accessible alert dialog); closing or
 * reloading the tab gets the browser's own prompt (beforeunload).
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('profile');
  const [forms, setForms] = useState<DirtyForms>(() => new Set());
  const dirty = anyUnsaved(forms);
  const report = useCallback<Report>((formId, isDirty) => {
    setForms((current) => markForm(current, formId, isDirty));
  }, []);

  return (
    <ReportContext.Provider value={report}>
      {children}
      <LeaveGuard
        active={dirty}
        title={t('unsaved.title')}
        description={t('unsaved.body')}
        stayLabel={t('unsaved.stay')}
        leaveLabel={t('unsaved.leave')}
      />
    </ReportContext.Provider>
  );
}

/**
 * Wraps one form and tells the guard whether it holds unsaved changes: what its controls hold is
 * compared with what they held when the person first reached into it. It works on the rendered
 * controls, so any form fits (the JSON forms have no change callback). Unmounting (saved,
 * cancelled, left) makes it clean.
 */
export function TrackedForm({
  formId,
  children,
  className,
}: {
  formId: string;
  children: ReactNode;
  className?: string;
}) {
  const report = useContext(ReportContext);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let baseline: FormSnapshot | null = null;
    const capture = () => {
      baseline ??= snapshotControls(element);
    };
    const check = () => {
      report(formId, hasUnsavedChanges(baseline ?? {}, snapshotControls(element)));
    };
    // Capture phase: the baseline is read before the first keystroke or click changes anything.
    element.addEventListener('focusin', capture, true);
    element.addEventListener('pointerdown', capture, true);
    element.addEventListener('keydown', capture, true);
    element.addEventListener('input', check);
    element.addEventListener('change', check);
    return () => {
      element.removeEventListener('focusin', capture, true);
      element.removeEventListener('pointerdown', capture, true);
      element.removeEventListener('keydown', capture, true);
      element.removeEventListener('input', check);
      element.removeEventListener('change', check);
      report(formId, false);
    };
  }, [formId, report]);
  return (
    <div ref={root} className={className}>
      {children}
    </div>
  );
}
