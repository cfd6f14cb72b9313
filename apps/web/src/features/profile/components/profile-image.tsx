import { useLingui } from '@lingui/react/macro';
import type { TUser } from '@dpts/contract/user';
import { ImageUpload } from '../../../components/image-upload';
import { useSession } from '../../../lib/session';

/** My Profile's image: saved as soon as it is uploaded; the top bar avatar follows at once. */
export function ProfileImage({ user }: { user: TUser }) {
  const { t } = useLingui();
  const session = useSession();
  // The signed-in user is the freshest copy (it changes as soon as an upload finishes).
  const current = session.user ?? user;
  return (
    <ImageUpload
      kind="profile"
      label={t`Profile image`}
      value={current.thumbnail ?? current.image ?? undefined}
      onUploaded={({ image, thumbnail }) => session.setUser({ ...current, image, thumbnail })}
    />
  );
}
