import type { TUser } from '@dpts/contract/user';
import { fullName, initials } from '../lib/format';

type AvatarProps = {
  user: Pick<TUser, 'firstName' | 'lastName' | 'image'> & { thumbnail?: string | null };
  size?: number;
  /** When the name is written next to it, the image adds nothing for screen readers. */
  decorative?: boolean;
};

/** The user's image, or their initials when there is none (spec section 2, Layout). */
export function Avatar({ user, size = 40, decorative = false }: AvatarProps) {
  const src = user.thumbnail || user.image;
  if (src) {
    return (
      <img
        src={src}
        alt={decorative ? '' : fullName(user)}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className="shrink-0 rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700"
      style={{ width: size, height: size, fontSize: size * 0.38 }}
    >
      {initials(user)}
    </span>
  );
}
