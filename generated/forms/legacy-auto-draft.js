// Made by `npm run generate` from forms/legacy-auto-draft.schema.json (scripts/generate-forms.ts). Never edit by hand.
const ucs2length = function ucs2length(str) {
  const len = str.length;
  let length = 0;
  let pos = 0;
  let value;
  while (pos < len) {
    length++;
    value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      // high surrogate, and there is a next character
      value = str.charCodeAt(pos);
      if ((value & 0xfc00) === 0xdc00) pos++; // low surrogate
    }
  }
  return length;
};
const schema11 = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $comment:
    'Legacy auto-draft form (SPEC §3 legacy auto-draft fields, §5 messages). Titles are translation keys. The start months and account types come from POST LegacyAutoDraft/Setup and are offered through the UI schema (ui:options.offered, src/components/schema-form/offered.ts), so this schema stays as written and its validator is precompiled; ownerId and subLedgerId are added when it is sent.',
  type: 'object',
  required: [
    'startMonth',
    'accountType',
    'bankRoutingNumber',
    'bankName',
    'bankAccountNumber',
    'confirmation',
    'eSignature',
  ],
  properties: {
    startMonth: {
      type: 'string',
      title: 'manage-payments:legacy.fields.startMonth',
      pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$',
    },
    accountType: {
      type: 'string',
      title: 'manage-payments:legacy.fields.accountType',
      enum: ['checking', 'savings'],
    },
    bankRoutingNumber: {
      type: 'string',
      title: 'manage-payments:legacy.fields.bankRoutingNumber',
      pattern: '^[0-9]{9}$',
    },
    bankName: {
      type: 'string',
      title: 'manage-payments:legacy.fields.bankName',
      pattern: '\\S',
      maxLength: 100,
    },
    bankAccountNumber: {
      type: 'string',
      title: 'manage-payments:legacy.fields.bankAccountNumber',
      pattern: '^[0-9]{4,17}$',
    },
    confirmation: { type: 'string', title: 'manage-payments:legacy.fields.confirmation' },
    eSignature: {
      type: 'string',
      title: 'manage-payments:legacy.fields.eSignature',
      pattern: '\\S',
      maxLength: 100,
    },
  },
  $id: '-37f9b0e0',
};
const pattern0 = new RegExp('^[0-9]{4}-(0[1-9]|1[0-2])$', 'u');
const pattern1 = new RegExp('^[0-9]{9}$', 'u');
const pattern2 = new RegExp('\\S', 'u');
const pattern3 = new RegExp('^[0-9]{4,17}$', 'u');
const func2 = ucs2length;

function validate10(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data } = {},
) {
  /*# sourceURL="-37f9b0e0" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.startMonth === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'startMonth' },
        message: "must have required property '" + 'startMonth' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.accountType === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'accountType' },
        message: "must have required property '" + 'accountType' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.bankRoutingNumber === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'bankRoutingNumber' },
        message: "must have required property '" + 'bankRoutingNumber' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.bankName === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'bankName' },
        message: "must have required property '" + 'bankName' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.bankAccountNumber === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'bankAccountNumber' },
        message: "must have required property '" + 'bankAccountNumber' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.confirmation === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'confirmation' },
        message: "must have required property '" + 'confirmation' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.eSignature === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'eSignature' },
        message: "must have required property '" + 'eSignature' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.startMonth !== undefined) {
      let data0 = data.startMonth;
      if (typeof data0 === 'string') {
        if (!pattern0.test(data0)) {
          const err7 = {
            instancePath: instancePath + '/startMonth',
            schemaPath: '#/properties/startMonth/pattern',
            keyword: 'pattern',
            params: { pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' },
            message: 'must match pattern "' + '^[0-9]{4}-(0[1-9]|1[0-2])$' + '"',
            schema: '^[0-9]{4}-(0[1-9]|1[0-2])$',
            parentSchema: schema11.properties.startMonth,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/startMonth',
          schemaPath: '#/properties/startMonth/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.startMonth.type,
          parentSchema: schema11.properties.startMonth,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.accountType !== undefined) {
      let data1 = data.accountType;
      if (typeof data1 !== 'string') {
        const err9 = {
          instancePath: instancePath + '/accountType',
          schemaPath: '#/properties/accountType/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.accountType.type,
          parentSchema: schema11.properties.accountType,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (!(data1 === 'checking' || data1 === 'savings')) {
        const err10 = {
          instancePath: instancePath + '/accountType',
          schemaPath: '#/properties/accountType/enum',
          keyword: 'enum',
          params: { allowedValues: schema11.properties.accountType.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema11.properties.accountType.enum,
          parentSchema: schema11.properties.accountType,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.bankRoutingNumber !== undefined) {
      let data2 = data.bankRoutingNumber;
      if (typeof data2 === 'string') {
        if (!pattern1.test(data2)) {
          const err11 = {
            instancePath: instancePath + '/bankRoutingNumber',
            schemaPath: '#/properties/bankRoutingNumber/pattern',
            keyword: 'pattern',
            params: { pattern: '^[0-9]{9}$' },
            message: 'must match pattern "' + '^[0-9]{9}$' + '"',
            schema: '^[0-9]{9}$',
            parentSchema: schema11.properties.bankRoutingNumber,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = {
          instancePath: instancePath + '/bankRoutingNumber',
          schemaPath: '#/properties/bankRoutingNumber/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.bankRoutingNumber.type,
          parentSchema: schema11.properties.bankRoutingNumber,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.bankName !== undefined) {
      let data3 = data.bankName;
      if (typeof data3 === 'string') {
        if (func2(data3) > 100) {
          const err13 = {
            instancePath: instancePath + '/bankName',
            schemaPath: '#/properties/bankName/maxLength',
            keyword: 'maxLength',
            params: { limit: 100 },
            message: 'must NOT have more than 100 characters',
            schema: 100,
            parentSchema: schema11.properties.bankName,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (!pattern2.test(data3)) {
          const err14 = {
            instancePath: instancePath + '/bankName',
            schemaPath: '#/properties/bankName/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
            schema: '\\S',
            parentSchema: schema11.properties.bankName,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/bankName',
          schemaPath: '#/properties/bankName/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.bankName.type,
          parentSchema: schema11.properties.bankName,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.bankAccountNumber !== undefined) {
      let data4 = data.bankAccountNumber;
      if (typeof data4 === 'string') {
        if (!pattern3.test(data4)) {
          const err16 = {
            instancePath: instancePath + '/bankAccountNumber',
            schemaPath: '#/properties/bankAccountNumber/pattern',
            keyword: 'pattern',
            params: { pattern: '^[0-9]{4,17}$' },
            message: 'must match pattern "' + '^[0-9]{4,17}$' + '"',
            schema: '^[0-9]{4,17}$',
            parentSchema: schema11.properties.bankAccountNumber,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = {
          instancePath: instancePath + '/bankAccountNumber',
          schemaPath: '#/properties/bankAccountNumber/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.bankAccountNumber.type,
          parentSchema: schema11.properties.bankAccountNumber,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.confirmation !== undefined) {
      let data5 = data.confirmation;
      if (typeof data5 !== 'string') {
        const err18 = {
          instancePath: instancePath + '/confirmation',
          schemaPath: '#/properties/confirmation/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.confirmation.type,
          parentSchema: schema11.properties.confirmation,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.eSignature !== undefined) {
      let data6 = data.eSignature;
      if (typeof data6 === 'string') {
        if (func2(data6) > 100) {
          const err19 = {
            instancePath: instancePath + '/eSignature',
            schemaPath: '#/properties/eSignature/maxLength',
            keyword: 'maxLength',
            params: { limit: 100 },
            message: 'must NOT have more than 100 characters',
            schema: 100,
            parentSchema: schema11.properties.eSignature,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        if (!pattern2.test(data6)) {
          const err20 = {
            instancePath: instancePath + '/eSignature',
            schemaPath: '#/properties/eSignature/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
            schema: '\\S',
            parentSchema: schema11.properties.eSignature,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      } else {
        const err21 = {
          instancePath: instancePath + '/eSignature',
          schemaPath: '#/properties/eSignature/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.eSignature.type,
          parentSchema: schema11.properties.eSignature,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
  } else {
    const err22 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema11.type,
      parentSchema: schema11,
      data,
    };
    if (vErrors === null) {
      vErrors = [err22];
    } else {
      vErrors.push(err22);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
export default { '-37f9b0e0': validate10 };
