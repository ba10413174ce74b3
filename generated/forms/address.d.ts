// Made by `npm run generate` (scripts/generate-forms.ts). Never edit by hand.
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

declare const validateFns: ValidatorFunctions;
export default validateFns;
