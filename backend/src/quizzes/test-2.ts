import type { Quiz } from './types.ts';

/** Test 2 (optional): Node.js (with Express) and MongoDB at a moderate level. */
export const test2: Quiz = {
  testNo: 2,
  title: 'Test 2: Moderate Level',
  level: 'Moderate Level',
  topics: ['Node.js', 'MongoDB'],
  setsTestMark: false,
  questions: [
    {
      question: 'Which JavaScript engine does Node.js use to run code?',
      options: ['SpiderMonkey', 'V8', 'Chakra', 'JavaScriptCore'],
      answer: 1,
    },
    {
      question: 'Which property holds the command-line arguments of the current Node.js process?',
      options: ['process.argv', 'process.env', 'module.args', 'global.arguments'],
      answer: 0,
    },
    {
      question: 'Which core Node.js module joins and resolves file paths correctly on every operating system?',
      options: ['fs', 'url', 'path', 'os'],
      answer: 2,
    },
    {
      question: 'What does `npm install --save-dev eslint` do?',
      options: [
        'Installs eslint globally for every project',
        'Installs eslint and records it under devDependencies in package.json',
        'Installs eslint without changing package.json',
        'Publishes eslint to the npm registry',
      ],
      answer: 1,
    },
    {
      question:
        'Which file records the exact version of every installed package so that `npm ci` installs the same tree?',
      options: ['package.json', '.npmrc', 'package-lock.json', 'README.md'],
      answer: 2,
    },
    {
      question: 'In a CommonJS module, what does `module.exports` hold?',
      options: [
        'The list of npm packages the module depends on',
        'The environment variables of the process',
        'The value that other files receive when they require() this module',
        'The global object shared by all modules',
      ],
      answer: 2,
    },
    {
      question: 'Which statement about the Node.js event loop is true?',
      options: [
        'Each incoming request gets its own operating-system thread that runs your JavaScript',
        'Your JavaScript runs on one main thread while I/O such as file and network access completes asynchronously',
        'The event loop only runs when the CPU is idle',
        'Timers always run before any I/O callback',
      ],
      answer: 1,
    },
    {
      question: 'Which function reads a file without blocking the event loop and returns a promise?',
      options: ['fs.readFileSync', 'fs.existsSync', 'fs.openSync', 'fs.promises.readFile'],
      answer: 3,
    },
    {
      question: "Which class from Node's 'events' module provides the on() and emit() methods?",
      options: ['EventEmitter', 'EventListener', 'EventBus', 'EventHandler'],
      answer: 0,
    },
    {
      question:
        'Which Node.js class represents a fixed-length sequence of raw bytes, such as binary data read from a file?',
      options: ['String', 'Buffer', 'Symbol', 'Map'],
      answer: 1,
    },
    {
      question: 'In Express, which method registers a handler for HTTP GET requests to a path?',
      options: ['app.fetch()', 'app.read()', 'app.query()', 'app.get()'],
      answer: 3,
    },
    {
      question: 'In Express, what is middleware?',
      options: [
        'A database driver for MongoDB',
        'A template engine that renders HTML',
        'A function that receives the request, the response and next(), and runs in order for matching requests',
        'A special HTTP status code',
      ],
      answer: 2,
    },
    {
      question: 'Which HTTP status code means that a new resource was created successfully?',
      options: ['200', '201', '204', '302'],
      answer: 1,
    },
    {
      question: 'In an Express route declared as `/users/:id`, how do you read the id from the path?',
      options: ['req.query.id', 'req.body.id', 'req.params.id', 'req.headers.id'],
      answer: 2,
    },
    {
      question:
        'Which environment variable do Node.js libraries such as Express conventionally read to tell production from development?',
      options: ['NODE_ENV', 'NODE_MODE', 'APP_STAGE', 'NPM_TARGET'],
      answer: 0,
    },
    {
      question: 'What does `await` do inside an async function?',
      options: [
        'Blocks the whole Node.js process until the promise settles',
        'Pauses only that function until the promise settles, letting other work run meanwhile',
        'Runs the promise on a new operating-system thread',
        'Turns the promise into a callback-style function',
      ],
      answer: 1,
    },
    {
      question: 'How do you handle the error of a rejected promise that you `await`?',
      options: [
        'Check the result with an if statement',
        'Call process.exit() before awaiting',
        'It cannot be handled once awaited',
        'Wrap the await in a try...catch block',
      ],
      answer: 3,
    },
    {
      question: 'What kind of database is MongoDB?',
      options: [
        'A relational SQL database',
        'A document-oriented NoSQL database',
        'An in-memory key-value cache only',
        'A graph database',
      ],
      answer: 1,
    },
    {
      question: 'In which format does MongoDB store documents internally?',
      options: ['XML', 'CSV', 'BSON', 'YAML'],
      answer: 2,
    },
    {
      question: 'Which field uniquely identifies every document in a MongoDB collection?',
      options: ['_id', 'id', 'key', 'uuid'],
      answer: 0,
    },
    {
      question: 'In MongoDB, what is a group of documents (like a table in SQL) called?',
      options: ['A row', 'A schema', 'A cluster', 'A collection'],
      answer: 3,
    },
    {
      question: 'Which shell command inserts a single document into the users collection?',
      options: [
        'db.users.add({ name: "Asha" })',
        'db.users.insertOne({ name: "Asha" })',
        'db.users.push({ name: "Asha" })',
        'db.users.put({ name: "Asha" })',
      ],
      answer: 1,
    },
    {
      question: 'Which query finds the users whose age is strictly greater than 25?',
      options: [
        'db.users.find({ age: { $gte: 25 } })',
        'db.users.find({ age: > 25 })',
        'db.users.find({ $age: { gt: 25 } })',
        'db.users.find({ age: { $gt: 25 } })',
      ],
      answer: 3,
    },
    {
      question: 'Which update operator sets the value of a field, leaving the rest of the document as it is?',
      options: ['$set', '$put', '$assign', '$replace'],
      answer: 0,
    },
    {
      question: 'Which update operator appends a value to an array field?',
      options: ['$append', '$insert', '$push', '$add'],
      answer: 2,
    },
    {
      question: 'Why would you create an index on a field in MongoDB?',
      options: [
        'To encrypt the values of that field',
        'To speed up queries that filter or sort on that field',
        'To make the field required in every document',
        'To back up the collection automatically',
      ],
      answer: 1,
    },
    {
      question: 'Which aggregation pipeline stage filters documents, like the filter of find()?',
      options: ['$group', '$project', '$match', '$sort'],
      answer: 2,
    },
    {
      question: 'Which aggregation stage groups documents by a key and computes values such as { $sum: 1 } per group?',
      options: ['$group', '$match', '$unwind', '$limit'],
      answer: 0,
    },
    {
      question: 'In Mongoose, what does a Schema describe?',
      options: [
        'The port the MongoDB server listens on',
        'The fields, types and validation rules of the documents in a collection',
        'The HTTP routes of an Express app',
        'The users allowed to log in to the database server',
      ],
      answer: 1,
    },
    {
      question: 'Which query method limits how many documents are returned?',
      options: ['top()', 'take()', 'first()', 'limit()'],
      answer: 3,
    },
  ],
};
