// Applies the @nestjs/swagger CLI plugin under ts-jest, with the options of nest-cli.json, so documents built in
// tests equal the ones `nest build` produces (see the NestJS docs, "CLI Plugin: Integration with ts-jest").
const plugin = require('@nestjs/swagger/plugin');
const nestCli = require('../../../nest-cli.json');

const { options } = nestCli.compilerOptions.plugins.find((entry) => entry.name === '@nestjs/swagger');

module.exports.name = 'nestjs-swagger-transformer';
module.exports.version = 1;
module.exports.factory = (compilerService) => plugin.before(options, compilerService.program);
