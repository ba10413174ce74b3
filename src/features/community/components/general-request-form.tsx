import { useAttachments } from '@/components/use-attachments';
import { Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemMessage } from '@/components/problem-message';
import { formSchema, formUiSchema, SchemaForm } from '@/components/schema-form';
import { Button } from '@/components/ui/button';
import { formatCalendarDate } from '@/lib/dates';
import schemaJson from '../../../../forms/general-request.schema.json';
import uiJson from '../../../../forms/general-request.ui.json';
import { useCreateRequest, type HomeownerRequestDetail } from '../api/community-api';
import { toRequestCreate, type GeneralRequestFormData } from '../lib/new-request';
import { describeProblem, hasCode, problemText, type Problem } from '@/lib/api/problem';
import { ERROR_CODES } from '@/lib/api/error-codes';
import { communityWording } from '../lib/problems';
import { isRequestType } from '../lib/requests';
import { AttachmentPicker } from '@/components/attachment-picker';
import { RequestStatusBadge } from './status-badge';
import { LINK_BUTTON, CARD } from './styles';
import { useSingleFlight } from '@/lib/use-single-flight';
import { IsolatedList } from '@/lib/isolate';

const schema = formSchema(schemaJson);
const uiSchema = formUiSchema<GeneralRequestFormData>(uiJson);
/** Fields a 422 may name that the form shows beside themselves. */
const FIELDS = ['subject', 'description'] as const;

interface GeneralRequestFormProps {
  associationId: number;
  propertyId: number;
  maxUploadBytes: number;
  /** What the form starts with (from the URL); a form started again after a success is blank. */
  initialData?: GeneralRequestFormData;
}

/**
 * Issue 10 item 2: a general request with attachments, one request per submit. Issue 24: each
 * attachment shows its own progress while the request carries it, as document uploads do.
 */
export function GeneralRequestForm(props: GeneralRequestFormProps) {
  const [created, setCreated] = useState<HomeownerRequestDetail | null>(null);
  // A new key starts a blank form after "Submit another request".
  const [formKey, setFormKey] = useState(0);
  if (created)
    return (
      <RequestCreated
        request={created}
        onAnother={() => {
          setCreated(null);
          setFormKey((key) => key + 1);
        }}
      />
    );
  return (
    <RequestForm
      key={formKey}
      {...props}
      initialData={formKey === 0 ? props.initialData : undefined}
      onCreated={setCreated}
    />
  );
}

function RequestForm({
  associationId,
  propertyId,
  maxUploadBytes,
  initialData,
  onCreated,
}: GeneralRequestFormProps & { onCreated: (request: HomeownerRequestDetail) => void }) {
  const { t } = useTranslation('community');
  // The bytes of the request sent so far; the attachments show their share of them.
  const attachments = useAttachments(maxUploadBytes);
  const create = useCreateRequest(({ loaded, total }) => {
    attachments.progressed(loaded, total);
  });
  const flight = useSingleFlight();
  const [problem, setProblem] = useState<Problem | null>(null);

  const submit = (form: GeneralRequestFormData) => {
    // One request however often Submit is pressed: the button is disabled while pending, and this
    // catches presses that arrive before that render.
    if (flight.isBusy()) return;
    const data = toRequestCreate(form, { associationId, propertyId, files: attachments.files });
    if (!data) return;
    setProblem(null);
    attachments.progressed(0, null);
    flight.mutate(create, data, {
      onSuccess: onCreated,
      onError: (error) => {
        setProblem(describeProblem(error));
        attachments.failed();
      },
    });
  };

  const fileProblem = problem?.kind === 'tooLarge' || hasCode(problem, ERROR_CODES.uploadFailed);
  const fieldErrors = problem?.kind === 'invalid' ? problem.fields : undefined;
  const extraErrors = fieldErrors
    ? Object.fromEntries(
        FIELDS.filter((field) => (fieldErrors[field]?.length ?? 0) > 0).map((field) => [
          field,
          { __errors: fieldErrors[field] },
        ]),
      )
    : undefined;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink-muted">{t('general.intro')}</p>
      <SchemaForm<GeneralRequestFormData>
        schema={schema}
        uiSchema={uiSchema}
        idPrefix="general"
        initialData={initialData}
        extraErrors={extraErrors}
        onSubmit={submit}
        submitLabel={t('general.submit')}
        pendingLabel={t('general.submitting')}
        pending={create.isPending}
      >
        <AttachmentPicker
          files={attachments.files}
          refused={attachments.refused}
          serviceError={
            problem && fileProblem ? problemText(problem, t, communityWording(t)) : null
          }
          maxUploadBytes={maxUploadBytes}
          disabled={create.isPending}
          upload={attachments.upload}
          onPick={(picked) => {
            attachments.pick(picked);
            if (fileProblem) setProblem(null);
          }}
          onRemove={attachments.remove}
        />
        <ProblemMessage
          id="general-request-failure"
          problem={fileProblem ? null : problem}
          wording={communityWording(t)}
        />
      </SchemaForm>
    </div>
  );
}

function RequestCreated({
  request,
  onAnother,
}: {
  request: HomeownerRequestDetail;
  onAnother: () => void;
}) {
  const { t, i18n } = useTranslation('community');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section aria-labelledby="request-created-heading" className={`${CARD} flex flex-col gap-3`}>
      <h2
        id="request-created-heading"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold outline-none"
      >
        <CircleCheck aria-hidden="true" className="size-5 text-success" />
        {t('general.created.heading')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t('requests.fields.number')}</dt>
        <dd>{request.id}</dd>
        <dt className="text-ink-muted">{t('general.created.subject')}</dt>
        <dd className="[overflow-wrap:anywhere]">{request.subject}</dd>
        <dt className="text-ink-muted">{t('requests.fields.type')}</dt>
        <dd>{isRequestType(request.type) ? t(`requestTypes.${request.type}`) : request.type}</dd>
        <dt className="text-ink-muted">{t('general.created.status')}</dt>
        <dd>
          <RequestStatusBadge status={request.status} />
        </dd>
        {request.attachments.length > 0 ? (
          <>
            <dt className="text-ink-muted">{t('detail.attachments')}</dt>
            <dd className="[overflow-wrap:anywhere]">
              <IsolatedList items={request.attachments.map((attachment) => attachment.fileName)} />
            </dd>
          </>
        ) : null}
      </dl>
      <p>
        {request.expectedResponseBy
          ? t('general.created.expectedBy', {
              date: formatCalendarDate(request.expectedResponseBy, i18n.language),
            })
          : t('general.created.noExpectedDate')}
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to="/community/requests" search={{ id: request.id }} className={LINK_BUTTON}>
          {t('general.created.view')}
        </Link>
        <Button variant="secondary" onClick={onAnother}>
          {t('general.created.another')}
        </Button>
      </div>
    </section>
  );
}
