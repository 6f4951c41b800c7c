import { HomeOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link home that looks like a primary button (a button inside a link would be two controls). */
export function HomeLink({ children }: { children: ReactNode }) {
  return (
    <Link to="/" className="dm-home-link">
      <HomeOutlined aria-hidden /> {children}
    </Link>
  );
}
