// TEMPORARY scaffold: replaced by the real header.
export function Header() {
  return <header className="h-14 bg-brand-700" />;
}
