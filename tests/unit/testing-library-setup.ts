import { configure } from '@testing-library/dom';

/**
 * `findBy*` and `waitFor` wait up to 1 s by default: too short on a loaded 2-core CI machine running every unit file
 * in parallel, where a Mantine modal may take longer to mount. A deadline is not a sleep: passing tests finish as
 * soon as the element appears.
 */
configure({ asyncUtilTimeout: 5_000 });
