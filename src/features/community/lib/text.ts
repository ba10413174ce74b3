export { MAX_SEARCH_LENGTH, parsePositiveInt, parseSearchText } from './search';
