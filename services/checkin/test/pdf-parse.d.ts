// pdf-parse's entry runs a self-test when it has no parent module (as under jest): tests import
// its library file, which has the same API.
declare module 'pdf-parse/lib/pdf-parse.js' {
  import parse from 'pdf-parse';
  export default parse;
}
