/** The dashboard's greeting: "Welcome" on her first visit, "Welcome back" after. */
export function greetingFor(
  user: { firstName: string; firstSignIn?: boolean } | null,
): string | undefined {
  if (!user) return undefined;
  return `${user.firstSignIn ? 'Welcome' : 'Welcome back'}, ${user.firstName}`;
}
