'use client';

export default function Differs() {
  return <p id="differs">{typeof window === 'undefined' ? 'rendered on the server' : 'rendered in the browser'}</p>;
}
