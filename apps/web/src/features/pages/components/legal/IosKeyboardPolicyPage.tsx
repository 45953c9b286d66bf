import { keyboardPolicyEffective, keyboardPolicySections } from './keyboard-policy-sections';
import { PolicyPage } from './PolicyPage';

export function Component() {
  return (
    <PolicyPage policy="iosKeyboard" effective={keyboardPolicyEffective} sections={keyboardPolicySections} />
  );
}
