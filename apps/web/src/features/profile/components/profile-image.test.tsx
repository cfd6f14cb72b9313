import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMAGE_HINT } from '@dpts/contract/constants';
import { useSession } from '../../../lib/session';
import { createUser } from '../../../test/factories';
import { mockFetch, renderWithApp } from '../../../test/render';
import { ProfileImage } from './profile-image';

/** The browser's XMLHttpRequest at the network edge: reports progress, then answers. */
class FakeXhr {
  static sent: { url: string; body: FormData }[] = [];
  static finish: () => void = () => {};
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    FakeXhr.sent.push({ url: this.url, body });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 } as ProgressEvent);
    // Answers when the test says so, so the progress can be seen first.
    FakeXhr.finish = () => {
      this.status = 200;
      this.responseText = JSON.stringify({
        data: {
          image: '/uploads/profileimage/new.webp',
          thumbnail: '/uploads/profileimage/new-thumb.webp',
        },
      });
      this.onload?.();
    };
  }
}

function TopBarImage() {
  const { user } = useSession();
  return <span data-testid="top-bar">{user?.thumbnail ?? 'none'}</span>;
}

afterEach(() => vi.unstubAllGlobals());

describe('ProfileImage', () => {
  it('uploads with progress, previews the image and updates the signed-in user', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const u = userEvent.setup();
    const user = createUser({ image: null, thumbnail: null });
    mockFetch([{ method: 'GET', path: /\/session$/, body: { data: user } }]);
    renderWithApp(
      <>
        <ProfileImage user={user} />
        <TopBarImage />
      </>,
    );
    expect(screen.getByText(IMAGE_HINT)).toBeInTheDocument();
    expect(IMAGE_HINT).toContain('SVG, PNG, JPG or JPEG');
    await u.upload(
      screen.getByLabelText(/Click to upload/),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'value',
      '40',
    );
    act(() => FakeXhr.finish());
    expect(await screen.findByTestId('top-bar')).toHaveTextContent(
      '/uploads/profileimage/new-thumb.webp',
    );
    expect(screen.getByAltText('Profile image preview')).toHaveAttribute(
      'src',
      '/uploads/profileimage/new-thumb.webp',
    );
    expect(FakeXhr.sent[0]!.url).toMatch(/\/uploads\/image\?kind=profile$/);
    expect(FakeXhr.sent[0]!.body.get('file')).toBeInstanceOf(File);
  });
});
