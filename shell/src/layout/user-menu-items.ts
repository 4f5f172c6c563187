/** The avatar shows the first letter of full_name, else of the e-mail. */
export function avatarInitial(
  fullName: string | null | undefined,
  email: string | null | undefined,
) {
  const source = fullName?.trim() || email?.trim() || '?';
  return (Array.from(source)[0] ?? '?').toUpperCase();
}
