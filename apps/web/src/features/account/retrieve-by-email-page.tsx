import { RetrieveFormPage } from './retrieve-form';

/** `retrieve/retrieve-by-email`: reset the password with an e-mail code. */
export default function RetrieveByEmailPage() {
  return <RetrieveFormPage channel="email" />;
}
