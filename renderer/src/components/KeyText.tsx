/** A long key shortened in place: the full value is its title, and shows when focused. */
export function KeyText({ value }: { value: string }) {
  return (
    <code className="mono key-text" tabIndex={0} title={value}>
      {value}
    </code>
  );
}
