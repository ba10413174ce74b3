import { Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentPicker } from '@/components/attachment-picker';
import { ProblemMessage } from '@/components/problem-message';
import { FileUploadProgress } from '@/components/file-upload-progress';
import { LoadingStatus } from '@/components/loading-status';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { useAttachments } from '@/components/use-attachments';
import { actionWording, describeProblem, type Problem } from '@/lib/api/problem';
import { formatCalendarDate } from '@/lib/dates';
import { useCreateArcApplication, type ArcApplication } from '../api/arc-applications-api';
import {
  CONTRACTOR_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  EMPTY_FORM,
  firstInvalid,
  PROJECT_TYPES,
  serviceFieldErrors,
  toDraftFields,
  validateApplication,
  type ApplicationErrors,
  type ApplicationField,
  type ApplicationForm,
} from '../lib/application';
import { ApplicationStatusBadge } from './status-badge';
import { CARD, FACTS, LINK_BUTTON, LINK_BUTTON_SECONDARY } from './styles';
import { useSingleFlight } from '@/lib/use-single-flight';

export interface NewArcApplicationPageProps {
  associationId: number | null;
  /** The selected property; null or a placeholder (negative id) when the person has none here. */
  propertyId: number | null;
  /** Runtime config `maxUploadBytes`. */
  maxUploadBytes: number;
  /** The association's calendar day (YYYY-MM-DD): a planned start is from today on. */
  today: string;
}

/** Issue 52 item 1: apply for an architectural change, review it, send it once. */
export function NewArcApplicationPage(props: NewArcApplicationPageProps) {
  const { associationId, propertyId } = props;
  const { t } = useTranslation('arc-applications');
  const [created, setCreated] = useState<ArcApplication | null>(null);
  return (
    <Page title={t('new.title')} description={t('new.intro')} className="max-w-3xl">
      {associationId === null ? (
        <LoadingStatus>{t('loadingSession')}</LoadingStatus>
      ) : propertyId === null || propertyId <= 0 ? (
        <p>{t('new.noProperty')}</p>
      ) : created ? (
        <ApplicationSent application={created} />
      ) : (
        <ApplicationForm
          {...props}
          associationId={associationId}
          propertyId={propertyId}
          onCreated={setCreated}
        />
      )}
    </Page>
  );
}

type Step = 'edit' | 'review';
type FocusTarget = ApplicationField | 'review' | 'edit';

function ApplicationForm({
  associationId,
  propertyId,
  maxUploadBytes,
  today,
  onCreated,
}: NewArcApplicationPageProps & {
  associationId: number;
  propertyId: number;
  onCreated: (application: ArcApplication) => void;
}) {
  const { t, i18n } = useTranslation('arc-applications');
  const [form, setForm] = useState<ApplicationForm>(EMPTY_FORM);
  const [step, setStep] = useState<Step>('edit');
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [serviceErrors, setServiceErrors] = useState<Partial<Record<ApplicationField, string>>>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const attachments = useAttachments(maxUploadBytes);
  const create = useCreateArcApplication(({ loaded, total }) => {
    attachments.progressed(loaded, total);
  });
  const flight = useSingleFlight();
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const editHeading = useRef<HTMLHeadingElement>(null);
  const typeField = useRef<HTMLInputElement>(null);
  const descriptionField = useRef<HTMLTextAreaElement>(null);
  const startField = useRef<HTMLInputElement>(null);
  const endField = useRef<HTMLInputElement>(null);
  const contractorField = useRef<HTMLInputElement>(null);
  const filesField = useRef<HTMLInputElement>(null);
  // What to focus once the step or the errors have rendered: a new object each time, so the same
  // field is focused again on a second press.
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget } | null>(null);
  const setFocusTarget = (target: FocusTarget) => {
    setFocusRequest({ target });
  };
  const problemId = useId();
  const typeErrorId = useId();
  const locale = i18n.language;

  // Focus moves after the step or the errors have rendered.
  useEffect(() => {
    if (focusRequest === null) return;
    const target = {
      review: reviewHeading,
      edit: editHeading,
      projectType: typeField,
      description: descriptionField,
      plannedStartDate: startField,
      plannedEndDate: endField,
      contractor: contractorField,
      files: filesField,
    }[focusRequest.target];
    target.current?.focus();
  }, [focusRequest]);

  const change = <K extends keyof ApplicationForm>(field: K, value: ApplicationForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setServiceErrors((current) => ({ ...current, [field]: undefined }));
  };

  const errorText = (field: ApplicationField): string | undefined => {
    const found = errors[field];
    if (found)
      return t(`errors.${field}.${found}`, {
        max: field === 'contractor' ? CONTRACTOR_MAX_LENGTH : DESCRIPTION_MAX_LENGTH,
      });
    return serviceErrors[field];
  };

  const review = () => {
    const found = validateApplication(form, attachments.files.length, today);
    setErrors(found);
    const first = firstInvalid(found);
    if (first) {
      setFocusTarget(first);
      return;
    }
    setProblem(null);
    setStep('review');
    setFocusTarget('review');
  };

  const submit = () => {
    // One application however often Submit is pressed: disabled while pending, and this catches
    // presses that arrive before that render.
    if (flight.isBusy() || !form.projectType) return;
    setProblem(null);
    attachments.progressed(0, null);
    flight.mutate(
      create,
      {
        associationId,
        propertyId,
        ...toDraftFields({ ...form, projectType: form.projectType }),
        files: attachments.files,
      },
      {
        onSuccess: onCreated,
        onError: (error) => {
          attachments.failed();
          const byField = serviceFieldErrors(error);
          const first = firstInvalid(
            Object.fromEntries(Object.keys(byField).map((field) => [field, 'required'])),
          );
          if (first) {
            // The service's words beside its fields, back on the form with everything kept.
            setServiceErrors(byField);
            setStep('edit');
            setFocusTarget(first);
          } else setProblem(describeProblem(error));
        },
      },
    );
  };

  const typeError = errorText('projectType');

  return (
    <div className="flex flex-col gap-4">
      <form
        noValidate
        aria-labelledby="arc-application-edit-heading"
        hidden={step !== 'edit'}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          review();
        }}
      >
        <h2
          id="arc-application-edit-heading"
          ref={editHeading}
          tabIndex={-1}
          className="text-lg font-semibold outline-none"
        >
          {t('new.editHeading')}
        </h2>
        <p className="text-sm text-ink-muted">{t('new.requiredHint')}</p>
        <fieldset
          className="flex flex-col gap-1"
          aria-describedby={typeError ? typeErrorId : undefined}
        >
          <legend className="mb-1 text-sm font-medium">{t('fields.projectType')}</legend>
          <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
            {PROJECT_TYPES.map((type, index) => (
              <label key={type} className="inline-flex min-h-11 items-center gap-2">
                <input
                  ref={index === 0 ? typeField : undefined}
                  type="radio"
                  name="projectType"
                  value={type}
                  checked={form.projectType === type}
                  onChange={() => change('projectType', type)}
                  aria-describedby={typeError ? typeErrorId : undefined}
                  className="size-5 accent-brand"
                />
                {t(`projectTypes.${type}`)}
              </label>
            ))}
          </div>
          {typeError ? (
            <p id={typeErrorId} className="text-sm text-danger">
              {typeError}
            </p>
          ) : null}
        </fieldset>
        <TextArea
          ref={descriptionField}
          label={t('fields.description')}
          hint={t('new.descriptionHint')}
          value={form.description}
          onChange={(value) => change('description', value)}
          error={errorText('description')}
          rows={6}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            ref={startField}
            type="date"
            label={t('fields.plannedStart')}
            value={form.plannedStartDate}
            min={today}
            onChange={(event) => change('plannedStartDate', event.target.value)}
            error={errorText('plannedStartDate')}
          />
          <TextField
            ref={endField}
            type="date"
            label={t('fields.plannedEndOptional')}
            value={form.plannedEndDate}
            min={form.plannedStartDate || today}
            onChange={(event) => change('plannedEndDate', event.target.value)}
            error={errorText('plannedEndDate')}
          />
        </div>
        <TextField
          ref={contractorField}
          label={t('fields.contractorOptional')}
          autoComplete="organization"
          value={form.contractor}
          onChange={(event) => change('contractor', event.target.value)}
          error={errorText('contractor')}
        />
        <AttachmentPicker
          legend={t('fields.files')}
          files={attachments.files}
          refused={attachments.refused}
          serviceError={null}
          error={errorText('files')}
          inputRef={filesField}
          maxUploadBytes={maxUploadBytes}
          upload={attachments.upload}
          onPick={(picked) => {
            attachments.pick(picked);
            setErrors((current) => ({ ...current, files: undefined }));
            setServiceErrors((current) => ({ ...current, files: undefined }));
          }}
          onRemove={attachments.remove}
        />
        <div>
          <Button type="submit">{t('new.review')}</Button>
        </div>
      </form>

      {step === 'review' ? (
        <section
          aria-labelledby="arc-application-review-heading"
          className={`${CARD} flex flex-col gap-4`}
        >
          <h2
            id="arc-application-review-heading"
            ref={reviewHeading}
            tabIndex={-1}
            className="text-lg font-semibold outline-none"
          >
            {t('review.heading')}
          </h2>
          <p className="text-sm text-ink-muted">{t('review.intro')}</p>
          <dl className={FACTS}>
            <dt className="text-ink-muted">{t('fields.projectType')}</dt>
            <dd>{form.projectType ? t(`projectTypes.${form.projectType}`) : null}</dd>
            <dt className="text-ink-muted">{t('fields.description')}</dt>
            <dd className="whitespace-pre-line [overflow-wrap:anywhere]">
              {form.description.trim()}
            </dd>
            <dt className="text-ink-muted">{t('fields.plannedStart')}</dt>
            <dd>{formatCalendarDate(form.plannedStartDate, locale)}</dd>
            <dt className="text-ink-muted">{t('fields.plannedEnd')}</dt>
            <dd>
              {form.plannedEndDate
                ? formatCalendarDate(form.plannedEndDate, locale)
                : t('review.notGiven')}
            </dd>
            <dt className="text-ink-muted">{t('fields.contractor')}</dt>
            <dd className="[overflow-wrap:anywhere]">
              {form.contractor.trim() || t('review.notGiven')}
            </dd>
          </dl>
          <div className="flex flex-col gap-2">
            <h3 className="font-semibold">
              {t('review.files', { count: attachments.files.length })}
            </h3>
            <ul className="flex flex-col gap-2" aria-label={t('review.filesLabel')}>
              {attachments.files.map((file, index) => (
                <li
                  key={`${file.name}-${file.size}`}
                  className="rounded-md border border-line px-3 py-2"
                >
                  <FileUploadProgress
                    name={file.name}
                    size={file.size}
                    status={create.isSuccess ? 'done' : (attachments.upload?.status ?? 'ready')}
                    loaded={attachments.upload?.sent[index] ?? 0}
                  />
                </li>
              ))}
            </ul>
          </div>
          <ProblemMessage
            id={problemId}
            problem={problem}
            wording={actionWording(t('review.failed'))}
          />
          <div className="flex flex-wrap gap-3">
            <Button
              onClick={submit}
              disabled={create.isPending}
              aria-describedby={problem ? problemId : undefined}
            >
              {create.isPending ? t('review.submitting') : t('review.submit')}
            </Button>
            <Button
              variant="secondary"
              disabled={create.isPending}
              onClick={() => {
                setStep('edit');
                setFocusTarget('edit');
              }}
            >
              {t('review.edit')}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}

function ApplicationSent({ application }: { application: ArcApplication }) {
  const { t, i18n } = useTranslation('arc-applications');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section aria-labelledby="arc-application-sent" className={`${CARD} flex flex-col gap-3`}>
      <h2
        id="arc-application-sent"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold outline-none"
      >
        <CircleCheck aria-hidden="true" className="size-5 text-success" />
        {t('sent.heading')}
      </h2>
      <dl className={FACTS}>
        <dt className="text-ink-muted">{t('fields.application')}</dt>
        <dd className="[overflow-wrap:anywhere]">{application.title}</dd>
        <dt className="text-ink-muted">{t('fields.status')}</dt>
        <dd>
          <ApplicationStatusBadge status={application.status} />
        </dd>
      </dl>
      <p>
        {application.decisionDueDate
          ? t('sent.decisionDue', {
              date: formatCalendarDate(application.decisionDueDate, i18n.language),
            })
          : t('sent.noDueDate')}
      </p>
      <div className="flex flex-wrap gap-3">
        <Link
          to="/community/arc-requests/$id"
          params={{ id: application.id }}
          className={LINK_BUTTON}
        >
          {t('sent.view')}
        </Link>
        <Link to="/community/arc-requests" className={LINK_BUTTON_SECONDARY}>
          {t('sent.all')}
        </Link>
      </div>
    </section>
  );
}
