// TEMPORARY scaffold: replaced by the real footer.
export function Footer() {
  return <footer className="h-24 bg-ink" />;
}
