import { cleanup, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import common from '../../public/locales/en/common.json';
import { englishI18n } from '@/testing/i18n';
import type { FileUploadStatus } from '@/lib/upload-progress';
import { FileUploadProgress } from './file-upload-progress';

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n({ common });
});
afterEach(cleanup);

function renderRow(status: FileUploadStatus, loaded: number, reason?: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <FileUploadProgress
        name="fence.jpg"
        size={2048}
        status={status}
        loaded={loaded}
        reason={reason}
        action={<button type="button">Remove fence.jpg</button>}
      />
    </I18nextProvider>,
  );
}

describe('FileUploadProgress', () => {
  it('names the file, its size and its own progress bar, with the share sent in words', () => {
    renderRow('uploading', 512);
    expect(screen.getByText('fence.jpg')).toBeInTheDocument();
    expect(screen.getByText('2 KB')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Upload progress for fence.jpg' });
    expect(bar).toHaveProperty('value', 25);
    expect(screen.getByText('Uploading: 25%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove fence.jpg' })).toBeInTheDocument();
  });

  it('says a file is ready before the upload and uploaded after it', () => {
    renderRow('ready', 0);
    expect(screen.getByText('Ready to upload')).toBeInTheDocument();
    cleanup();
    renderRow('done', 0);
    expect(screen.getByRole('progressbar')).toHaveProperty('value', 100);
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
  });

  it('says a failed file was not uploaded, with why', () => {
    renderRow('failed', 0, 'a file with this name is already in the folder');
    expect(
      screen.getByText('Not uploaded — a file with this name is already in the folder'),
    ).toBeInTheDocument();
  });
});
