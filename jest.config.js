// One jest run over every package (the README's test command runs it once).
module.exports = {
  projects: ['<rootDir>/shared/api', '<rootDir>/shared/serve', '<rootDir>/backend'],
};
