// A page that must fail hydration (the server and the client render different text): the
// consumers stage checks that its console check sees React's hydration error here, so that the
// same check finding nothing on the main page means something.
import Differs from './differs';

export default function Mismatch() {
  return <main><Differs /></main>;
}
