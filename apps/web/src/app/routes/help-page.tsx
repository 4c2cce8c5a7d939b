// TEMPORARY scaffold: replaced by the page's real implementation.
export function HelpPage() {
  return <div className="container-page py-10">HelpPage</div>;
}
