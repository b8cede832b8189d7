import { RetrieveFormPage } from './retrieve-form';

/** `retrieve/retrieve`: reset the password with an SMS code. */
export default function RetrievePage() {
  return <RetrieveFormPage channel="sms" />;
}
