import { keyboardPolicyEffective, keyboardPolicySections } from './keyboard-policy-sections';
import { PolicyPage } from './PolicyPage';

export function Component() {
  return (
    <PolicyPage
      policy="androidKeyboard"
      effective={keyboardPolicyEffective}
      sections={keyboardPolicySections}
    />
  );
}
