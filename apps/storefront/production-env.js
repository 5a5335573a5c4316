// Imported first by server.js: React and React Router pick their development or production build from
// NODE_ENV when they are first loaded, and the development build renders several times slower. The
// production server runs in production mode unless NODE_ENV says otherwise.
process.env.NODE_ENV ??= 'production';
