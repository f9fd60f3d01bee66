'use client';

// The home page's greeting, a client component: useShell() gives it the visitor and the site the
// shell loaded for this request, as it does every component inside the shell's frame.
import { useShell } from '@therapy-shell/shell-next/app-client';

export interface GreetingProps {
  /** The visitor's next step, chosen on the server. */
  nextStep: { href: string; label: string };
}

export function Greeting({ nextStep }: GreetingProps) {
  const { visitor, site } = useShell();
  const greeting =
    visitor.user_type === 'client'
      ? `Welcome back to ${site.product_name}`
      : visitor.user_type === 'counselor'
        ? 'Your clients are waiting'
        : `Welcome to ${site.product_name}`;
  return (
    <>
      <h1>{greeting}</h1>
      <p>
        <a href={nextStep.href}>{nextStep.label}</a>
      </p>
    </>
  );
}
