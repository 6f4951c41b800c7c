import type { ReactNode } from 'react';
import './account.css';

interface AccountSectionProps {
  title: string;
  intro: string;
  children: ReactNode;
  /** Wider content (the settlement page shows its steps and a two-column form). */
  wide?: boolean;
}

/** The frame of the account pages in the back office: heading, one line of why, then the content. */
export function AccountSection({ title, intro, children, wide }: AccountSectionProps) {
  return (
    <section className={`dm-account${wide ? ' dm-account--wide' : ''}`}>
      <header className="dm-account__head">
        <h1>{title}</h1>
        <p>{intro}</p>
      </header>
      {children}
    </section>
  );
}
