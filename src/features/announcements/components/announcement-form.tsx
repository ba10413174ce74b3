import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemMessage } from '@/components/problem-message';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { actionWording, describeProblem, type Problem } from '@/lib/api/problem';
import { isApiError } from '@/lib/api/api-error';
import { formatFileSize } from '@/lib/file-size';
import { uploadProblem } from '@/lib/picked-files';
import { SafeHtml } from '@/lib/safe-html';
import { useSaveAnnouncement, type Announcement } from '../api/announcements-api';
import {
  BODY_MAX,
  draftProblems,
  serviceFieldErrors,
  TITLE_MAX,
  type DraftProblems,
} from '../lib/announcements';
import { useSingleFlight } from '@/lib/use-single-flight';
import { isolate } from '@/lib/isolate';

interface AnnouncementFormProps {
  associationId: number;
  /** The announcement edited; a new one is posted without. */
  editing?: Announcement;
  maxUploadBytes: number;
  onSaved: (saved: Announcement) => void;
  onCancel?: () => void;
}

/**
 * Issue 52 item 3: a board member posts or edits an announcement: title, body (the safe subset of
 * HTML, previewed as homeowners will see it), pinned, an optional attachment. A missing field is
 * said beside it and nothing typed is lost; one save per press.
 */
export function AnnouncementEditor({
  associationId,
  editing,
  maxUploadBytes,
  onSaved,
  onCancel,
}: AnnouncementFormProps) {
  const { t, i18n } = useTranslation('announcements');
  const save = useSaveAnnouncement(associationId);
  const [title, setTitle] = useState(editing?.title ?? '');
  const [body, setBody] = useState(editing?.body ?? '');
  const [pinned, setPinned] = useState(editing?.pinned ?? false);
  const [file, setFile] = useState<File | null>(null);
  const [removeAttachment, setRemoveAttachment] = useState(false);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [problems, setProblems] = useState<DraftProblems>({});
  const [serviceErrors, setServiceErrors] = useState<Partial<Record<'title' | 'body', string>>>({});
  const [failure, setFailure] = useState<Problem | null>(null);
  const flight = useSingleFlight();
  const titleField = useRef<HTMLInputElement>(null);
  const bodyField = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const limit = formatFileSize(maxUploadBytes, i18n.language);

  const fieldError = (field: 'title' | 'body') => {
    const problem = problems[field];
    if (problem)
      return t(`form.${field}.${problem}`, { max: field === 'title' ? TITLE_MAX : BODY_MAX });
    return serviceErrors[field];
  };

  const submit = () => {
    if (flight.isBusy()) return;
    const found = draftProblems({ title, body });
    setProblems(found);
    setServiceErrors({});
    if (found.title) {
      titleField.current?.focus();
      return;
    }
    if (found.body) {
      bodyField.current?.focus();
      return;
    }
    if (fileProblem) {
      fileInput.current?.focus();
      return;
    }
    setFailure(null);
    flight.mutate(
      save,
      {
        id: editing?.id ?? null,
        form: {
          title: title.trim(),
          body: body.trim(),
          pinned,
          ...(file ? { attachment: file } : {}),
          ...(editing && removeAttachment && !file ? { removeAttachment: true } : {}),
        },
      },
      {
        onSuccess: (saved) => {
          if (!editing) {
            setTitle('');
            setBody('');
            setPinned(false);
            setFile(null);
            if (fileInput.current) fileInput.current.value = '';
          }
          onSaved(saved);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 422) {
            const fields = serviceFieldErrors(error.problem?.errors);
            if (fields.title || fields.body) {
              setServiceErrors(fields);
              (fields.title ? titleField : bodyField).current?.focus();
              return;
            }
          }
          setFailure(describeProblem(error));
        },
      },
    );
  };

  const heading = editing
    ? isolate((v) => t('form.editHeading', v), { title: editing.title })
    : t('form.newHeading');
  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold [overflow-wrap:anywhere]">
        {heading}
      </h2>
      <TextField
        ref={titleField}
        label={t('form.title.label')}
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          setProblems((current) => ({ ...current, title: undefined }));
        }}
        error={fieldError('title')}
      />
      <TextArea
        ref={bodyField}
        label={t('form.body.label')}
        rows={6}
        value={body}
        onChange={(value) => {
          setBody(value);
          setProblems((current) => ({ ...current, body: undefined }));
        }}
        hint={t('form.body.hint')}
        error={fieldError('body')}
      />
      {body.trim() ? (
        <section aria-labelledby={`${id}-preview`} className="flex flex-col gap-1">
          <h3 id={`${id}-preview`} className="text-sm font-medium">
            {t('form.preview')}
          </h3>
          <div className="flex flex-col gap-2 rounded-md border border-dashed border-line p-3 [overflow-wrap:anywhere] [&_a]:text-brand [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc">
            <SafeHtml html={body} />
          </div>
        </section>
      ) : null}
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          checked={pinned}
          onChange={(event) => setPinned(event.target.checked)}
          className="size-5"
        />
        <span>{t('form.pinned')}</span>
      </label>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-file`} className="text-sm font-medium">
          {t('form.attachment')}
        </label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          aria-describedby={`${id}-file-hint${fileProblem ? ` ${id}-file-error` : ''}`}
          aria-invalid={fileProblem ? true : undefined}
          onChange={(event) => {
            const picked = event.target.files?.[0] ?? null;
            const problem = picked ? uploadProblem(picked, maxUploadBytes) : null;
            setFileProblem(
              picked && problem ? t(`form.file.${problem}`, { name: picked.name, limit }) : null,
            );
            setFile(problem ? null : picked);
          }}
          className="min-h-11 w-full max-w-md text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-line file:bg-surface file:px-4 file:font-semibold file:text-ink"
        />
        <p id={`${id}-file-hint`} className="text-sm text-ink-muted">
          {t('form.attachmentHint', { limit })}
        </p>
        {fileProblem ? (
          <p id={`${id}-file-error`} className="text-sm text-danger [overflow-wrap:anywhere]">
            {fileProblem}
          </p>
        ) : null}
        {editing?.attachment && !file ? (
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              checked={removeAttachment}
              onChange={(event) => setRemoveAttachment(event.target.checked)}
              className="size-5"
            />
            <span className="[overflow-wrap:anywhere]">
              {isolate((v) => t('form.removeAttachment', v), { name: editing.attachment.fileName })}
            </span>
          </label>
        ) : null}
      </div>
      <ProblemMessage problem={failure} wording={actionWording(t('form.failed'))} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? t('form.saving') : editing ? t('form.saveEdit') : t('form.post')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
            {t('form.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
