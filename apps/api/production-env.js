// Imported first by the built API (dist/server.js, written by build.mjs): React, which renders the mails,
// picks its development or production build from NODE_ENV when it is first loaded, and the development build
// renders several times slower and keeps more memory. The production server runs in production mode unless
// NODE_ENV says otherwise (the API's own code does not read NODE_ENV).
process.env.NODE_ENV ??= 'production';
