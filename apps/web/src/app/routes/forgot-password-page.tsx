// TEMPORARY scaffold: replaced by the page's real implementation.
export function ForgotPasswordPage() {
  return <div className="container-page py-10">ForgotPasswordPage</div>;
}
