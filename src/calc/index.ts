// Public face of the calculators' pure logic. No DOM, no I/O, no imports from the rest of the project.

export * from './cards/index';
export * from './fractions/index';
export * from './land/index';
export * from './survey/index';
