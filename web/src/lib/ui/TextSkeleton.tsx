import './ui.css';

interface TextSkeletonProps {
  /** Paragraph lines under the title line. */
  rows: number;
  className?: string;
}

/**
 * Grey lines shimmering while a storefront page's data comes: antd's `<Skeleton active paragraph={{ rows }} />`
 * drawn in CSS (ui.css), without antd's Skeleton on the first load.
 */
export function TextSkeleton({ rows, className }: TextSkeletonProps) {
  return (
    <div className={className ? `dm-skeleton ${className}` : 'dm-skeleton'} aria-hidden="true">
      <div className="dm-skeleton__title" />
      <ul>
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines
          <li key={index} />
        ))}
      </ul>
    </div>
  );
}
