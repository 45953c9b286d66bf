/**
 * An icon drawn with round strokes on a 24-unit square, in the text colour so that every theme
 * colours it. Decorative: the text or accessible name beside it says the same.
 */
export function StrokeIcon({
  paths,
  className = 'size-6',
}: {
  paths: readonly string[];
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`shrink-0 fill-none stroke-2 stroke-current ${className}`}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
