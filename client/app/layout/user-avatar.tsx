import type { CurrentUser } from '@shared/api/user';

function initials(user: CurrentUser) {
  return `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`.toUpperCase() || 'U';
}

export function UserAvatar({ user, className = 'size-9' }: { user: CurrentUser; className?: string }) {
  return user.profileImageUrl ? (
    <img src={user.profileImageUrl} alt="" className={`${className} rounded-full object-cover`} />
  ) : (
    <span className={`${className} flex items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-900`}>
      {initials(user)}
    </span>
  );
}
