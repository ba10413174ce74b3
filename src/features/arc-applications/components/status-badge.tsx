import {
  CircleCheck,
  CircleDot,
  CircleSlash,
  CircleX,
  ClipboardCheck,
  Eye,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { ArcApplicationStatus } from '../api/arc-applications-api';

// A status is told by its word and its icon; the colour only repeats them.
const ICONS: Record<ArcApplicationStatus, LucideIcon> = {
  submitted: CircleDot,
  underReview: Eye,
  approved: CircleCheck,
  approvedWithConditions: ClipboardCheck,
  declined: CircleX,
  withdrawn: CircleSlash,
};

const TONES: Record<ArcApplicationStatus, string> = {
  submitted: 'border-brand',
  underReview: 'border-brand',
  approved: 'border-success',
  approvedWithConditions: 'border-success',
  declined: 'border-danger',
  withdrawn: 'border-line bg-surface-muted',
};

export function ApplicationStatusBadge({ status }: { status: ArcApplicationStatus }) {
  const { t } = useTranslation('arc-applications');
  const Icon = ICONS[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border bg-surface px-2.5 py-0.5 text-sm font-medium',
        TONES[status],
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {t(`statuses.${status}`)}
    </span>
  );
}
