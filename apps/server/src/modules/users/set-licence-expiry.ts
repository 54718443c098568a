// Staff setting an expiry to a chosen instant is its own rule (decision 022), beside grantLicence;
// the write is the repository's, published to the admin under its one name.
export { setLicenceExpiry } from './users.repository';
