// Healthcheck of the `mongo` service in docker-compose.yml, run by `mongosh --quiet --norc` inside the container.
// MongoDB runs as a single-node replica set (transactions and change streams need one). This script initiates
// the set the first time (idempotent: it does nothing once the set exists) and reports healthy only once this
// node is the writable primary, so the API starts against a database that accepts writes.
// The member's host must be the name the API uses to reach it: the compose service name `mongo`.
const REPLICA_SET = { _id: 'rs0', members: [{ _id: 0, host: 'mongo:27017' }] };

let status = null;
try {
  status = rs.status();
} catch (error) {
  // NotYetInitialized (code 94) on the very first start; anything else is reported and retried.
  if (error.code === 94 || /no replset config/i.test(String(error.message))) {
    const result = rs.initiate(REPLICA_SET);
    print(`replica set ${REPLICA_SET._id} initiated: ok=${result.ok}`);
  } else {
    print(`rs.status() failed: ${error.message}`);
  }
  quit(1);
}

const primary = db.hello().isWritablePrimary === true;
print(`replica set ${status.set}: ${primary ? 'primary' : 'waiting for a primary'}`);
quit(primary ? 0 : 1);
