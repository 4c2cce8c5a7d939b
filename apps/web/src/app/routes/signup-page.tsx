// TEMPORARY scaffold: replaced by the page's real implementation.
export function SignupPage() {
  return <div className="container-page py-10">SignupPage</div>;
}
