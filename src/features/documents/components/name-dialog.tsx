import { useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogClose, DialogContent } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useCreateFolder, useRenameEntry, type LibraryEntry } from '../api/documents-api';
import { describeProblem, type Problem } from '@/lib/api/problem';
import { useSingleFlight } from '@/lib/use-single-flight';
import { baseNameEnd, MAX_NAME_LENGTH, normaliseName, validateName } from '../lib/names';
import { FailureMessage } from './failure-message';
import { isolate } from '@/lib/isolate';

export type NameDialogMode =
  | { type: 'create'; parentId: number; parentName: string }
  | { type: 'rename'; entry: LibraryEntry };

interface NameDialogProps {
  associationId: number;
  mode: NameDialogMode;
  /** Closes the dialog; `status` is what the page announces (the server's answer). */
  onClose: (status?: ReactNode) => void;
  /** Where focus goes when the dialog closes. */
  returnFocus: () => void;
}

/** New folder and rename (folder or document): one name, checked here, then by the service. */
export function NameDialog({ associationId, mode, onClose, returnFocus }: NameDialogProps) {
  const { t } = useTranslation('documents');
  const initialName = mode.type === 'rename' ? mode.entry.name : '';
  const [name, setName] = useState(initialName);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<Problem | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const flight = useSingleFlight();
  const createFolder = useCreateFolder(associationId);
  const rename = useRenameEntry(associationId);
  const pending = createFolder.isPending || rename.isPending;
  const subject = mode.type === 'rename' ? mode.entry.kind : 'folder';

  const title =
    mode.type === 'create'
      ? t('nameDialog.createTitle')
      : mode.entry.kind === 'folder'
        ? t('nameDialog.renameFolderTitle')
        : t('nameDialog.renameDocumentTitle');
  const description =
    mode.type === 'create'
      ? isolate((v) => t('nameDialog.createDescription', v), { folder: mode.parentName })
      : isolate((v) => t('nameDialog.renameDescription', v), { name: mode.entry.name });

  const fail = (error: unknown) => {
    const found = describeProblem(error);
    if (found.kind === 'conflict') {
      // SPEC §5, word for word, beside the field; what was typed stays.
      setFieldError(t('failures.nameExists'));
      input.current?.focus();
    } else {
      setFailure(found);
    }
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    // One request however often the button is pressed.
    if (flight.isBusy() || pending) return;
    setFailure(null);
    const problem = validateName(name);
    if (problem) {
      setFieldError(t(`nameErrors.${problem}`, { max: MAX_NAME_LENGTH }));
      input.current?.focus();
      return;
    }
    setFieldError(undefined);
    const cleanName = normaliseName(name);
    if (mode.type === 'rename' && cleanName === mode.entry.name) {
      onClose();
      return;
    }
    // Held after a success: the dialog closes.
    const hold = { holdAfterSuccess: true };
    if (mode.type === 'create') {
      flight.mutate(
        createFolder,
        { parentId: mode.parentId, name: cleanName },
        {
          onSuccess: (folder) =>
            onClose(isolate((v) => t('status.folderCreated', v), { name: folder.name })),
          onError: fail,
        },
        hold,
      );
    } else {
      flight.mutate(
        rename,
        { entry: mode.entry, name: cleanName },
        {
          onSuccess: (renamed) =>
            onClose(isolate((v) => t('status.renamed', v), { name: renamed.name })),
          onError: fail,
        },
        hold,
      );
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
    >
      <DialogContent
        title={title}
        description={description}
        onOpenAutoFocus={(event) => {
          // Focus the name with the part before the extension selected, ready to type over.
          event.preventDefault();
          input.current?.focus();
          input.current?.setSelectionRange(0, baseNameEnd(initialName));
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
          <TextField
            ref={input}
            label={mode.type === 'create' ? t('nameDialog.folderName') : t('nameDialog.newName')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              if (fieldError) setFieldError(undefined);
            }}
            error={fieldError}
            autoComplete="off"
            spellCheck={false}
          />
          <FailureMessage failure={failure} subject={subject} />
          <DialogActions>
            <DialogClose asChild>
              <Button variant="secondary" disabled={pending}>
                {t('nameDialog.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending} aria-disabled={pending}>
              {mode.type === 'create'
                ? pending
                  ? t('nameDialog.creating')
                  : t('nameDialog.create')
                : pending
                  ? t('nameDialog.saving')
                  : t('nameDialog.save')}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
